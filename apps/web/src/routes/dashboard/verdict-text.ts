/** The bill check's verdict sentence as the panel shows it (BillCheckPanel CheckIntro). */

/**
 * The explanation under the verdict, without what the panel already says beside it: the API's "Not
 * assessed: …" sentence starts with the verdict's label, shown in bold before it, and may carry the
 * sentence asking who paid, shown under it with a link to the visit. Empty when nothing else is left.
 */
export function explanationBeside(check: {
  verdictLabel: string;
  explanation: string;
  ask?: string | null;
}): string {
  const lead = `${check.verdictLabel}: `;
  let text = check.explanation.startsWith(lead) ? check.explanation.slice(lead.length) : check.explanation;
  if (check.ask) text = text.replace(check.ask, '');
  return text.replace(/\s{2,}/g, ' ').trim();
}
