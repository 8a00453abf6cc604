import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this user? This action cannot be undone." */
  description: ReactNode;
  /** The confirm button's text, e.g. "Delete User". */
  confirmLabel: string;
  /** Shown on the confirm button while the action runs, e.g. "Deleting...". */
  pendingLabel?: string;
  isPending?: boolean;
  destructive?: boolean;
  /** When set, the admin must type this text (a username) before the confirm button works. */
  confirmText?: string;
  /** The label of that input; defaults to `Type "<text>" to confirm`. */
  confirmTextLabel?: string;
  onConfirm: (typed: string) => void;
};

/**
 * An alert-style confirmation on the shared dialog primitive (focus trapped, Escape cancels, focus goes
 * back to the button that opened it). Stays open while the action runs; the caller closes it on success.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (props.isPending ? undefined : props.onOpenChange(open))}>
      {props.open ? (
        <DialogContent title={props.title} description={props.description}>
          <ConfirmBody {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ConfirmBody(props: ConfirmDialogProps) {
  const { t } = useTranslation("admin");
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const needsText = props.confirmText !== undefined;
  const matches = !needsText || typed.trim() === props.confirmText;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !props.isPending) props.onConfirm(typed.trim());
      }}
    >
      {needsText ? (
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {props.confirmTextLabel ?? t("confirm.typeToConfirm", { text: props.confirmText })}
          </label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={props.isPending} onClick={() => props.onOpenChange(false)}>
          {t("confirm.cancel")}
        </Button>
        <Button
          type="submit"
          variant={props.destructive === false ? "primary" : "destructive"}
          disabled={!matches || props.isPending}
        >
          {props.isPending ? (props.pendingLabel ?? t("confirm.working")) : props.confirmLabel}
        </Button>
      </div>
    </form>
  );
}
