/** The terms and privacy policy's paths (the spec's client route table). */
export const termsPaths = {
  termsList: '/terms&condition-list',
  termsCreate: '/terms&condition-create',
  privacyList: '/privacy&policy-list',
  privacyCreate: '/privacy&policy-create',
} as const;
