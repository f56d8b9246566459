/** The text with its first character in upper case, the rest as it is: "account access" -> "Account access". */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
