/** Placeholder until the voice issue lands: the floating widget's place in the layout (bottom right). */
export function VoiceWidget() {
  return null;
}
