import { PRODUCT } from '@waypoint/domain/product';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface MailContent {
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** Why this address gets the mail, in the footer; account activity unless said (a waitlist mail has no account). */
  reason?: string;
}

/**
 * One layout for every e-mail: table-based HTML with inline styles (what
 * mail clients render), plus the same words as plain text.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#3a4350">${escapeHtml(paragraph)}</p>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#5b6573">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#1d4e89;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#5b6573">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:#0b2545;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:bold">${PRODUCT.name}</td></tr>
<tr><td style="padding:28px"><h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#0b2545">${escapeHtml(content.heading)}</h1>${paragraphs}${action}${footnote}</td></tr>
<tr><td style="padding:16px 28px;background:#f8f6f1;font-size:12px;line-height:18px;color:#5b6573">The ${PRODUCT.cardName} is issued by ${PRODUCT.issuingBank}, Member FDIC. ${escapeHtml(content.reason ?? `You are receiving this e-mail because of activity on your ${PRODUCT.name} account.`)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `— ${PRODUCT.name}`,
  ].join('\n');
  return { html, text };
}
