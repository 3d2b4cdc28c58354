/** docs/product/employee-portal.md §2 and §9: a reset token has at least 10 characters, otherwise go to /login. */
export const RESET_TOKEN_MIN_LENGTH = 10;

export function isPlausibleResetToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim().length >= RESET_TOKEN_MIN_LENGTH;
}
