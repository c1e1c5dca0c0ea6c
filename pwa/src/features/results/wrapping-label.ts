/** Button props that let a long label take two lines on a narrow phone instead of being cut off. */
export const WRAPPING_LABEL = {
  h: 'auto',
  mih: 36,
  py: 8,
  maw: '100%',
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
};
