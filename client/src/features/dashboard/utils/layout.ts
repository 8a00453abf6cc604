/** The dashboard's page container, shared by the view and its skeleton so both have the same outline. */
export const dashboardContainerClass = "mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8";
