import { useTranslation } from "react-i18next";
import type { AdminMessageRow, ContactMessageStatus } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { updateMessageStatus } from "../api/messages";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { MessageReplyForm } from "./message-reply-form";
import { MessageStatusBadge } from "./message-status-badge";

type MessageDetailDialogProps = {
  message: AdminMessageRow | null;
  onOpenChange: (open: boolean) => void;
  /** The message as the server now has it (after a status change or a reply). */
  onChanged: (message: AdminMessageRow) => void;
};

/** One contact message in full, with Mark unread / Mark handled and the reply form. */
export function MessageDetailDialog({ message, onOpenChange, onChanged }: MessageDetailDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      {message ? (
        <DialogContent title={t("message.title")} className="sm:max-w-2xl">
          <MessageDetail message={message} onChanged={onChanged} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const STATUS_TOASTS = {
  new: "message.markedNew",
  read: "message.markedRead",
  handled: "message.markedHandled",
} as const satisfies Record<ContactMessageStatus, string>;

function MessageDetail({
  message,
  onChanged,
}: {
  message: AdminMessageRow;
  onChanged: MessageDetailDialogProps["onChanged"];
}) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const setStatus = useAdminMutation({
    mutationFn: updateMessageStatus,
    successToast: (_result, variables) => ({ title: t(STATUS_TOASTS[variables.body.status]) }),
    errorTitle: t("message.updateFailed"),
    onSuccess: (result) => onChanged(result.message),
  });
  const changeStatus = (status: ContactMessageStatus) => setStatus.mutate({ id: message.id, body: { status } });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <MessageStatusBadge status={message.status} />
        {/* Set for any signed-in sender: it says nothing about Pro. */}
        {message.priority ? <Badge tone="warning">{t("message.priority")}</Badge> : null}
        {message.userId !== null ? <Badge tone="brand">{t("message.signedIn")}</Badge> : null}
        {message.repliedAt ? (
          <span className="text-sm text-emerald-800">
            {t("message.replied", { date: format.dateTime(message.repliedAt) })}
          </span>
        ) : null}
      </div>

      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-slate-600">{t("message.name")}</dt>
        <dd dir="auto" className="text-slate-900">
          {message.name}
        </dd>
        <dt className="font-medium text-slate-600">{t("message.email")}</dt>
        <dd className="break-all">
          <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
            {message.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-600">{t("message.company")}</dt>
        <dd dir="auto" className="text-slate-900">
          {message.company || t("table.none")}
        </dd>
        <dt className="font-medium text-slate-600">{t("message.subject")}</dt>
        <dd dir="auto" className="text-slate-900">
          {message.subject}
        </dd>
        <dt className="font-medium text-slate-600">{t("message.received")}</dt>
        <dd className="text-slate-900">{format.dateTime(message.createdAt)}</dd>
      </dl>

      <div
        dir="auto"
        className="max-h-72 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-900"
      >
        {message.message}
      </div>

      <div className="flex flex-wrap gap-2">
        {message.status !== "new" ? (
          <Button variant="secondary" size="sm" disabled={setStatus.isPending} onClick={() => changeStatus("new")}>
            {t("message.markUnread")}
          </Button>
        ) : null}
        {message.status !== "handled" ? (
          <Button variant="secondary" size="sm" disabled={setStatus.isPending} onClick={() => changeStatus("handled")}>
            {t("message.markHandled")}
          </Button>
        ) : null}
      </div>

      <MessageReplyForm message={message} onReplied={onChanged} />
    </div>
  );
}
