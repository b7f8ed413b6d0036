import { request } from './http';

/** The calls of the forgot-password flow, all made before sign-in (no bearer token). */
export function createPasswordResetActions() {
  return {
    sendVerificationEmail(email: string) {
      return request<{ message?: string; verification_id?: string }>('user/send-verification-email/', {
        method: 'POST',
        body: { email },
        authenticated: false,
      });
    },

    getEmailVerificationStatus(email: string, verificationId?: string) {
      return request<{ is_email_verified?: boolean }>('user/admin/email-verification-status/', {
        query: { email, verification_id: verificationId },
        authenticated: false,
      });
    },

    /** Sets a new password for the email just verified through its link. */
    resetPassword(payload: { email: string; verificationId?: string; userId?: string | null; password: string }) {
      return request<{ message?: string }>('user/change-password/', {
        method: 'POST',
        body: {
          userId: payload.userId ?? undefined,
          email: payload.email,
          verification_id: payload.verificationId,
          password: payload.password,
        },
        authenticated: false,
      });
    },
  };
}
