/**
 * 5000 -> "5,000". Written out rather than `toLocaleString("en-US")`: the first locale-aware
 * call loads the browser's number-formatting data, several milliseconds that a phone would spend
 * while the contact page hydrates, for a counter under a text box.
 */
export function groupDigits(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
