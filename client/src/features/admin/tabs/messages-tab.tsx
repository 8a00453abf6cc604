import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { CONTACT_MESSAGE_STATUSES, type AdminMessageRow, type ContactMessageStatus } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { MESSAGES_PATH, updateMessageStatus, type AdminMessagesPage } from "../api/messages";
import { adminColumnHelper, DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { MessageDetailDialog } from "../components/message-detail-dialog";
import { MessageStatusBadge } from "../components/message-status-badge";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import { formatDateTime } from "../utils/date-time";

// The Messages tab: the contact-form inbox. Unread messages are bold with a "New" badge; opening one shows it whole and
// marks it read; replies go out by e-mail.

const FILTER_LABELS: Record<ContactMessageStatus, string> = { new: "New", read: "Read", handled: "Handled" };

const column = adminColumnHelper<AdminMessageRow>();

function messageColumns(onOpen: (message: AdminMessageRow) => void) {
  const unread = (message: AdminMessageRow) => message.status === "new";
  return column.columns([
    column.accessor("status", { header: "Status", cell: (info) => <MessageStatusBadge status={info.getValue()} /> }),
    column.accessor("name", {
      header: "From",
      cell: ({ row }) => (
        <span className={cn("flex flex-col", unread(row.original) && "font-bold")}>
          <span dir="auto" className="inline-flex items-center gap-2">
            {row.original.name}
            {/* userId is set for any signed-in sender; priority only for one with Pro in force. */}
            {row.original.priority ? (
              <Badge tone="warning" title="A Pro member: answer first">
                Priority
              </Badge>
            ) : row.original.userId !== null ? (
              <Badge tone="brand">Member</Badge>
            ) : null}
          </span>
          <span className="text-xs font-normal text-slate-600">{row.original.email}</span>
        </span>
      ),
    }),
    column.accessor("subject", {
      header: "Subject",
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original)}
          className={cn(
            "max-w-[18rem] truncate rounded text-left text-brand-700 underline-offset-2 hover:underline",
            unread(row.original) && "font-bold",
          )}
          dir="auto"
          aria-label={`Open message: ${row.original.subject}${unread(row.original) ? " (new)" : ""}`}
        >
          {row.original.subject}
        </button>
      ),
    }),
    column.accessor("createdAt", {
      header: "Received",
      cell: ({ row }) => (
        <span className={unread(row.original) ? "font-bold" : undefined}>{formatDateTime(row.original.createdAt)}</span>
      ),
    }),
    column.accessor("repliedAt", {
      header: "Replied",
      cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : "—"),
    }),
  ]);
}

const rowId = (row: AdminMessageRow) => String(row.id);

export function MessagesTab() {
  const queryClient = useQueryClient();
  const table = useServerTable({ sort: "createdAt" });
  const [status, setStatus] = useState<ContactMessageStatus | "all">("all");
  const params = useMemo(() => (status === "all" ? table.params : { ...table.params, status }), [table.params, status]);
  const list = useAdminList<AdminMessageRow, AdminMessagesPage>("messages", MESSAGES_PATH, params);
  // Kept here, not looked up in the list: the list may no longer hold it (filtered on "New", then read).
  const [open, setOpen] = useState<AdminMessageRow | null>(null);
  const { setPage } = table;

  // Opening a new message marks it read, quietly: no toast for something the admin did not ask for.
  const markRead = useMutation({
    mutationKey: ["admin"],
    mutationFn: updateMessageStatus,
    onSuccess: async (result) => {
      setOpen((current) => (current?.id === result.message.id ? result.message : current));
      await queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
  });

  const { mutate: markAsRead } = markRead;
  const columns = useMemo(
    () =>
      messageColumns((message) => {
        setOpen(message);
        if (message.status === "new") markAsRead({ id: message.id, body: { status: "read" } });
      }),
    [markAsRead],
  );

  const unread = list.data?.unread;

  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="messages-heading" className="text-lg font-bold text-slate-900">
          Messages
        </h2>
        {unread !== undefined ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {unread === 0 ? "No unread messages" : `${unread} unread`}
          </p>
        ) : null}
      </div>
      <DataTable
        caption="Contact messages"
        columns={columns}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={status === "all" ? "No messages yet." : `No ${FILTER_LABELS[status].toLowerCase()} messages.`}
        searchLabel="Search messages"
        toolbar={
          <FilterSelect
            label="Show"
            value={status}
            allValue="all"
            options={CONTACT_MESSAGE_STATUSES.map((value) => ({ value, label: FILTER_LABELS[value] }))}
            onChange={(value) => {
              setStatus(value as ContactMessageStatus | "all");
              setPage(1);
            }}
          />
        }
        getRowId={rowId}
      />
      <MessageDetailDialog
        message={open}
        onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}
        onChanged={setOpen}
      />
    </section>
  );
}
