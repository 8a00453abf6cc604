import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ContactBody, ContactResponse } from "@shared/schemas/contact";

/** POST /api/contact: stores the message and e-mails support when mail is configured; answers 201 {message, id}. */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return api.post<ContactResponse>("/api/contact", body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
