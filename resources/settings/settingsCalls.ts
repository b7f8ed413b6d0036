import { HttpError, type Identifier } from 'react-admin';
import { readAccessToken, readUserId } from '@/authProvider';
import { decodeClaims } from '@/authProvider/tokens';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';
import type { User } from '@/contract/users';

/** The signed-in admin's own record, as the users' retrieve answers it (contract/users.ts). */
export type OwnAccount = Pick<User, 'id' | 'email' | 'phone'> & Partial<Pick<User, 'first_name' | 'last_name'>>;

/** The signed-in admin's id: the one stored at sign-in, else the access token's claim. */
function ownUserId(): string | undefined {
  const token = readAccessToken();
  const id = readUserId() ?? (token ? decodeClaims(token)?.user_id : undefined);
  return id === undefined || id === null || id === '' ? undefined : String(id);
}

/**
 * The admin's own account: phone, email and password changes, all signed in. Each change needs
 * a fresh verification of the current email (its id is sent as `verification_id`).
 */
export function createSettingsActions(cache: ListCache) {
  const mutate = createMutate(cache);

  return {
    /** The signed-in admin's own record, through the users' retrieve. */
    getOwnAccount: async () => {
      const id = ownUserId();
      if (!id) throw new HttpError('app.settings.load_failed', 400, {});
      return request<OwnAccount>(`user/retrieve/${encodeURIComponent(id)}/`, {
        fallbackMessage: 'app.settings.load_failed',
      });
    },

    /**
     * The verification email of the settings flows: signed in, so the address is verified for this
     * admin. A new address also sends the step-up's id: the server emails it only after the step-up.
     */
    sendSettingsVerificationEmail: (email: string, stepUpId?: string) =>
      request<{ message?: string; verification_id?: string }>('user/send-verification-email/', {
        method: 'POST',
        body: { email, verification_id: stepUpId },
        fallbackMessage: 'app.settings.verification_send_failed',
      }),

    updatePhone: (id: Identifier, phoneNumber: string, verificationId?: string) =>
      request<{ message?: string }>(`user/admin/update-phone/${id}/`, {
        method: 'PUT',
        body: { phone_number: phoneNumber, verification_id: verificationId },
        fallbackMessage: 'app.settings.phone_failed',
      }),

    verifyOtp: (otp: string, phoneNumber: string) =>
      mutate<{ message?: string }>('user/verify-otp/', {
        method: 'POST',
        body: { otp, phoneNumber },
        fallbackMessage: 'app.settings.otp_invalid',
      }),

    updateEmail: (id: Identifier, email: string, verificationId?: string) =>
      mutate<{ message?: string }>(`user/update-email/${id}/`, {
        method: 'PUT',
        body: { email, verification_id: verificationId },
        fallbackMessage: 'app.settings.email_failed',
      }),

    changeOwnPassword: (payload: {
      userId: Identifier;
      newPassword: string;
      confirmPassword: string;
      verificationId?: string;
    }) =>
      request<{ message?: string }>('user/change-password/', {
        method: 'POST',
        body: {
          new_password: payload.newPassword,
          confirm_password: payload.confirmPassword,
          userId: payload.userId,
          verification_id: payload.verificationId,
        },
        fallbackMessage: 'app.settings.password_failed',
      }),
  };
}
