/** "/api/admin/users" + { page: "2" } -> "/api/admin/users?page=2" (empty values are left out). */
export function adminListUrl(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ""));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
