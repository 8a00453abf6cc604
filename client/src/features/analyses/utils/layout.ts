/** The container of the analyses pages, shared with their skeletons so nothing moves when data arrives. */
export const analysesContainerClass = "mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8";
