import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeyPrefix } from "../api/queries";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT_MESSAGE_STATUSES, type AdminMessageRow, type ContactMessageStatus } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { MESSAGES_PATH, updateMessageStatus, type AdminMessagesPage } from "../api/messages";
import { adminColumnHelper, DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { MessageDetailDialog } from "../components/message-detail-dialog";
import { MessageStatusBadge } from "../components/message-status-badge";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import type { AdminFormat } from "../utils/admin-format";

// The Messages tab: the contact-form inbox. Unread messages are bold with a "New" badge; opening one shows it whole and
// marks it read; replies go out by e-mail.

const EMPTY_KEYS = {
  new: "messages.emptyNew",
  read: "messages.emptyRead",
  handled: "messages.emptyHandled",
} as const satisfies Record<ContactMessageStatus, string>;

const column = adminColumnHelper<AdminMessageRow>();

function messageColumns(onOpen: (message: AdminMessageRow) => void, t: TFunction<"admin">, format: AdminFormat) {
  const unread = (message: AdminMessageRow) => message.status === "new";
  return column.columns([
    column.accessor("status", {
      header: t("messages.columns.status"),
      cell: (info) => <MessageStatusBadge status={info.getValue()} />,
    }),
    column.accessor("name", {
      header: t("messages.columns.from"),
      cell: ({ row }) => (
        <span className={cn("flex flex-col", unread(row.original) && "font-bold")}>
          <span dir="auto" className="inline-flex items-center gap-2">
            {row.original.name}
            {/* userId is set for any signed-in sender; priority only for one with Pro in force. */}
            {row.original.priority ? (
              <Badge tone="warning" title={t("messages.priorityTitle")}>
                {t("messages.priority")}
              </Badge>
            ) : row.original.userId !== null ? (
              <Badge tone="brand">{t("messages.member")}</Badge>
            ) : null}
          </span>
          <span className="text-xs font-normal text-slate-600">{row.original.email}</span>
        </span>
      ),
    }),
    column.accessor("subject", {
      header: t("messages.columns.subject"),
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original)}
          className={cn(
            "max-w-[18rem] truncate rounded text-start text-brand-700 underline-offset-2 hover:underline",
            unread(row.original) && "font-bold",
          )}
          dir="auto"
          aria-label={t(unread(row.original) ? "messages.openNew" : "messages.open", {
            subject: row.original.subject,
          })}
        >
          {row.original.subject}
        </button>
      ),
    }),
    column.accessor("createdAt", {
      header: t("messages.columns.received"),
      cell: ({ row }) => (
        <span className={unread(row.original) ? "font-bold" : undefined}>
          {format.dateTime(row.original.createdAt)}
        </span>
      ),
    }),
    column.accessor("repliedAt", {
      header: t("messages.columns.replied"),
      cell: (info) => (info.getValue() ? format.dateTime(info.getValue()) : t("table.none")),
    }),
  ]);
}

const rowId = (row: AdminMessageRow) => String(row.id);

export function MessagesTab() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
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
    mutationKey: adminKeyPrefix,
    mutationFn: updateMessageStatus,
    onSuccess: async (result) => {
      setOpen((current) => (current?.id === result.message.id ? result.message : current));
      await queryClient.invalidateQueries({ queryKey: adminKeyPrefix });
    },
  });

  const { mutate: markAsRead } = markRead;
  const columns = useMemo(
    () =>
      messageColumns(
        (message) => {
          setOpen(message);
          if (message.status === "new") markAsRead({ id: message.id, body: { status: "read" } });
        },
        t,
        format,
      ),
    [markAsRead, t, format],
  );

  const unread = list.data?.unread;

  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="messages-heading" className="text-lg font-bold text-slate-900">
          {t("messages.heading")}
        </h2>
        {unread !== undefined ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {unread === 0 ? t("messages.noUnread") : t("messages.unread", { count: unread })}
          </p>
        ) : null}
      </div>
      <DataTable
        caption={t("messages.caption")}
        captionLower={t("messages.captionLower")}
        columns={columns}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={status === "all" ? t("messages.empty") : t(EMPTY_KEYS[status])}
        searchLabel={t("messages.search")}
        toolbar={
          <FilterSelect
            label={t("messages.show")}
            value={status}
            allValue="all"
            options={CONTACT_MESSAGE_STATUSES.map((value) => ({ value, label: t(`messages.status.${value}`) }))}
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
