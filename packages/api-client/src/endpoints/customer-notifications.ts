import { useMutation } from '@tanstack/react-query';
import type { NotifySignupBody } from '@shutterday/domain/notifications';
import { apiPost } from '../http/client';
import { toSearchParams } from '../http/search-params';

interface NotifyMessage {
  message: string;
}

/** "Tell me when the photos are ready": the same answer whether the code is known or not. */
export const signUpForPhotos = (body: NotifySignupBody, studio?: string) => {
  const query = new URLSearchParams(toSearchParams({ studio })).toString();
  return apiPost<NotifyMessage>(`customer/notify-signups${query ? `?${query}` : ''}`, body);
};
export const useSignUpForPhotos = (studio?: string) => useMutation({ mutationFn: (body: NotifySignupBody) => signUpForPhotos(body, studio) });

/** The unsubscribe page's button: the signed link's job, address and signature. */
export const unsubscribeFromPhotos = (jobId: number, email: string, sig: string) =>
  apiPost<NotifyMessage>(`customer/unsubscribe/${jobId}?${new URLSearchParams({ email, sig }).toString()}`, {});
export const useUnsubscribeFromPhotos = () => useMutation({ mutationFn: (link: { jobId: number; email: string; sig: string }) => unsubscribeFromPhotos(link.jobId, link.email, link.sig) });
