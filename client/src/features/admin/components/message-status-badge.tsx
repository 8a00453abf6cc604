import type { ContactMessageStatus } from "@shared/schemas/admin-lists";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const LABELS: Record<ContactMessageStatus, { label: string; tone: BadgeTone }> = {
  new: { label: "New", tone: "info" },
  read: { label: "Read", tone: "neutral" },
  handled: { label: "Handled", tone: "success" },
};

export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  const { label, tone } = LABELS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
