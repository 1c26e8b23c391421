/**
 * A person of the bank tests (issue 34), as `createUserAsAdmin` takes them: the treasurer who pays,
 * the volunteers and payees with their own IBAN.
 */
export const bankPerson = (
  username: string,
  firstName: string,
  lastName: string,
  role: string,
  bankAccount?: string,
) => ({
  username,
  password: 'Betalen-Op-Vrijdag-58',
  firstName,
  lastName,
  email: `${username}@example.org`,
  role,
  ...(bankAccount ? { bankAccount } : {}),
});
