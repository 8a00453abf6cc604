import type { AdminUserRow } from "@shared/schemas/admin-lists";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN_KEY } from "@/lib/api-client";
import { makeAdminUserRow, makeAdminUsersPage, makeSettings } from "@/test-utils/fixtures";
import { reply, stubNetwork, type RecordedRequest, type Routes } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { UsersTab } from "../tabs/users-tab";

// The admin data table as the Users tab uses it: the server pages, searches and sorts (GET /api/admin/users with
// query params), the table's state lives in the address (read from window.location, so these tests run on the app's
// BrowserRouter over jsdom's history), and the rows carry their actions.

const sara = makeAdminUserRow();
const omar = makeAdminUserRow({
  id: 8,
  username: "omar",
  email: "omar@example.com",
  firstName: "Omar",
  lastName: null,
  freeTrialsUsed: 0,
  subscriptionActive: true,
  subscriptionPlan: "monthly",
  subscriptionStatus: "active",
  analysesCount: 12,
  competitorAnalysesCount: 2,
  paymentsCount: 4,
  createdAt: "2026-01-20T14:00:00.000Z",
});

/** The users list answers with `rows`, paged by what the request asks (total as given). */
function usersList(rows: AdminUserRow[], total = rows.length) {
  return (request: RecordedRequest) =>
    makeAdminUsersPage(rows, {
      total,
      page: Number(request.search.get("page")),
      pageSize: Number(request.search.get("pageSize")),
    });
}

function renderUsers({ route = "/admin?tab=users", routes = {} }: { route?: string; routes?: Routes } = {}) {
  localStorage.setItem(ADMIN_TOKEN_KEY, "admin-token-1");
  const network = stubNetwork({
    "GET /api/admin/settings": { settings: makeSettings() },
    "GET /api/admin/users": usersList([sara, omar]),
    ...routes,
  });
  const onShowUserIn = vi.fn();
  const app = renderWithApp(<UsersTab onShowUserIn={onShowUserIn} />, { route, path: "/admin", router: "browser" });
  return { ...app, network, onShowUserIn };
}

const table = () => screen.getByRole("table", { name: "Users" });
const lastListQuery = (network: ReturnType<typeof renderUsers>["network"]) =>
  Object.fromEntries(network.calls("GET /api/admin/users").at(-1)!.search);

describe("the admin data table", () => {
  it("when the list arrives, then each user is a row with the default columns, and the pager counts them", async () => {
    const { network } = renderUsers();

    expect(screen.getByRole("status")).toHaveTextContent("Loading users…");
    await within(table()).findByText("sara@example.com");
    const rows = within(table()).getAllByRole("row");
    expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Username", "Email", "Free trials", "Subscription", "Joined", "Actions"]);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(["sara", "sara@example.com", "1/1", "Inactive"]);
    expect(within(rows[2]!).getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("Showing 1-2 of 2")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    const request = network.calls("GET /api/admin/users")[0]!;
    expect(Object.fromEntries(request.search)).toEqual({ page: "1", pageSize: "25", sort: "createdAt", order: "desc" });
    expect(request.headers.authorization).toBe("Bearer admin-token-1");
  });

  it("when a sortable header is pressed, then the server sorts by it, ascending then descending, and the address keeps it", async () => {
    const { user, network, location } = renderUsers();
    await within(table()).findByText("sara@example.com");
    const username = () => screen.getByRole("columnheader", { name: /Username/ });
    expect(username()).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: /Joined/ })).toHaveAttribute("aria-sort", "descending");
    expect(within(screen.getByRole("columnheader", { name: /Subscription/ })).queryByRole("button")).toBeNull();

    await user.click(within(username()).getByRole("button"));
    await waitFor(() => expect(lastListQuery(network)).toMatchObject({ sort: "username", order: "asc" }));
    expect(username()).toHaveAttribute("aria-sort", "ascending");
    expect(location()).toBe("/admin?tab=users&sort=username&order=asc");

    await user.click(within(username()).getByRole("button"));
    await waitFor(() => expect(lastListQuery(network)).toMatchObject({ sort: "username", order: "desc" }));
    expect(username()).toHaveAttribute("aria-sort", "descending");
  });

  it("when a search is typed, then the server is asked once typing pauses, from page 1, and no match says so", async () => {
    const { user, network, location } = renderUsers({ route: "/admin?tab=users&page=2" });
    await within(table()).findByText("sara@example.com");
    network.on({ "GET /api/admin/users": usersList([]) });

    await user.type(screen.getByRole("searchbox", { name: "Search users by username or email" }), "nobody");

    expect(await screen.findByText("No users match this search.")).toBeInTheDocument();
    const searches = network.calls("GET /api/admin/users").filter((request) => request.search.has("search"));
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!.search)).toMatchObject({ search: "nobody", page: "1" });
    expect(location()).toBe("/admin?tab=users&search=nobody");
    expect(screen.getByText("Showing 0 of 0")).toBeInTheDocument();
  });

  it("when there are more rows than a page, then Next and Previous move through the pages the server holds", async () => {
    const { user, network, location } = renderUsers({
      routes: { "GET /api/admin/users": usersList([sara, omar], 60) },
    });
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(lastListQuery(network)).toMatchObject({ page: "2" });
    expect(location()).toBe("/admin?tab=users&page=2");
    expect(screen.getByText("Showing 26-27 of 60")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
  });

  it("when the rows per page change, then the server is asked for that many from page 1", async () => {
    const { user, network } = renderUsers({
      route: "/admin?tab=users&page=2",
      routes: { "GET /api/admin/users": usersList([sara, omar], 60) },
    });
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Rows per page"), "50");

    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    expect(lastListQuery(network)).toMatchObject({ page: "1", pageSize: "50" });
  });

  it("when the address names a page past the end (its rows were deleted), then the table goes to the last page", async () => {
    const { network, location } = renderUsers({
      route: "/admin?tab=users&page=4",
      routes: {
        "GET /api/admin/users": (request: RecordedRequest) =>
          request.search.get("page") === "4"
            ? makeAdminUsersPage([], { total: 30, page: 4 })
            : makeAdminUsersPage([sara, omar], { total: 30, page: 2 }),
      },
    });

    await waitFor(() => expect(lastListQuery(network)).toMatchObject({ page: "2" }));
    expect(location()).toBe("/admin?tab=users&page=2");
    expect(await within(table()).findByText("sara@example.com")).toBeInTheDocument();
  });

  it("when the list cannot be loaded, then the table says so with the server's words and Retry loads it", async () => {
    const { user, network } = renderUsers({
      routes: { "GET /api/admin/users": reply(500, { message: "The database is not answering", code: "INTERNAL" }) },
    });

    const alert = await within(table()).findByRole("alert");
    expect(alert).toHaveTextContent("Could not load users");
    expect(alert).toHaveTextContent("The database is not answering");
    network.on({ "GET /api/admin/users": usersList([sara]) });
    await user.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(await within(table()).findByText("sara@example.com")).toBeInTheDocument();
    expect(within(table()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("when there are no users at all, then the table says No users yet", async () => {
    renderUsers({ routes: { "GET /api/admin/users": usersList([]) } });

    expect(await within(table()).findByText("No users yet.")).toBeInTheDocument();
  });

  it("when an optional column is chosen, then it appears, and the choice is remembered in this browser", async () => {
    const { user, unmount } = renderUsers();
    await within(table()).findByText("sara@example.com");
    expect(screen.queryByRole("columnheader", { name: "Name" })).not.toBeInTheDocument();

    await user.click(screen.getByText("Columns"));
    await user.click(screen.getByRole("checkbox", { name: "Name" }));

    expect(screen.getByRole("columnheader", { name: "Name" })).toBeInTheDocument();
    expect(within(table()).getByText("Sara Haddad")).toBeInTheDocument();
    unmount();

    renderUsers();
    await within(table()).findByText("sara@example.com");
    expect(screen.getByRole("columnheader", { name: "Name" })).toBeInTheDocument();
  });

  it("when Delete is confirmed for a row, then that user is deleted and the list is asked again", async () => {
    const { user, network } = renderUsers({ routes: { "DELETE /api/admin/users/8": { message: "User deleted" } } });
    await within(table()).findByText("omar@example.com");

    await user.click(screen.getByRole("button", { name: "Delete omar" }));
    const dialog = screen.getByRole("dialog", { name: "Delete User" });
    expect(dialog).toHaveTextContent(
      "omar (omar@example.com) loses their analyses, saved cards and any Pro subscription",
    );
    network.on({ "GET /api/admin/users": usersList([sara]) });
    await user.click(within(dialog).getByRole("button", { name: "Delete User" }));

    expect(await screen.findByText("omar has been deleted.")).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText("omar@example.com")).not.toBeInTheDocument());
    expect(network.calls("DELETE /api/admin/users/8")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("when a row's More menu is opened, then its actions are named for the row, arrow keys move and Escape closes it", async () => {
    const { user, onShowUserIn } = renderUsers();
    await within(table()).findByText("omar@example.com");
    const more = screen.getByRole("button", { name: "More actions for omar" });

    await user.click(more);
    const menu = screen.getByRole("menu", { name: "Actions for omar" });
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Clear login lockout",
      "Analyses (12 + 2 competitor)",
      "Payments (4)",
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(screen.getByRole("menuitem", { name: "Payments (4) of omar" }));
    expect(onShowUserIn).toHaveBeenCalledWith("payments", expect.objectContaining({ id: 8, username: "omar" }));
  });
});
