/** A form field's text, trimmed; a field the form never filled in (undefined, null) is ''. */
export function trimmed(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value).trim();
}

/** An optional text field: trimmed, and empty becomes null (how the API stores "not given"). */
export function textOrNull(value: unknown): string | null {
  return trimmed(value) || null;
}
