/** Strings of four eyes (contract/team/fourEyes.ts): the notice of a first approval, its confirmation, the inbox's chip. */
export const fourEyesMessages = {
  awaiting: 'Approved by %{name} on %{date}: awaiting a second approval.',
  awaiting_figures: 'Approved by %{name} on %{date} with %{points} PTS and %{cash}: awaiting a second approval.',
  own: 'You approved this first: another administrator must confirm it.',
  confirm: 'Confirm approval',
  confirm_title: 'Confirm the approval',
  confirm_text: '%{name} approved these figures. Confirming credits them to the member.',
  first_done: 'Approved. It now awaits a second approval by another administrator.',
  chip: 'Awaiting your second approval',
  row_chip: 'Second approval',
  row_chip_label: 'Approved by %{name}: awaiting a second approval',
};
