import { lazyPage } from '@/src/lib/lazyPage';

/** The 194R register, loaded after sign-in when it is first opened. */
export const taxScreens = {
  TaxRegister: lazyPage(() => import('./TaxRegister')),
};
