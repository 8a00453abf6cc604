import type { ContactMessageStatus } from "@shared/schemas/admin-lists";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<ContactMessageStatus, BadgeTone> = { new: "info", read: "neutral", handled: "success" };

export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  const { t } = useTranslation("admin");
  return <Badge tone={TONES[status]}>{t(`messages.status.${status}`)}</Badge>;
}
