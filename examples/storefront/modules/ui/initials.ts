/** Up to two initials for an avatar: 'Grace Whitfield' → 'GW'. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}
