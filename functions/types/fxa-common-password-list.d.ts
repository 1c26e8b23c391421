declare module 'fxa-common-password-list' {
  /** True when the password is on Mozilla's list of commonly used passwords. */
  const list: { test(password: string): boolean };
  export default list;
}
