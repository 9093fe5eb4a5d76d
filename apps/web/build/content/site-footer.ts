import path from 'node:path';
import type { SiteFooterContent, SocialNetwork } from '../../src/lib/page-data/site-content';
import { ContentError, footerAttributes, readContentFile } from './content-files';
import { markdownToRichNodes } from './markdown-to-rich-nodes';

/** product-rules#footer-statements: social links exist for four networks, shown in this order. */
const networks: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'linkedIn', label: 'LinkedIn' },
];

/** The footer's words from content/footer/: bank disclosures, footnotes and copyright as rich text, and the social links. */
export function buildSiteFooter(contentDir: string): SiteFooterContent {
  const folder = path.join(contentDir, 'footer');
  const richText = (name: string) => {
    const file = readContentFile(path.join(folder, `${name}.md`), footerAttributes);
    return markdownToRichNodes(file.body, file.file);
  };
  const socialFile = readContentFile(path.join(folder, 'social.md'), footerAttributes);
  const social = networks.map(({ network, label }) => {
    const href = socialFile.attributes[network];
    if (!href?.startsWith('https://'))
      throw new ContentError(`${socialFile.file}: "${network}" needs an https:// link.`);
    return { network, label, href };
  });
  return {
    bankDisclosures: richText('bank-disclosures'),
    footnotes: richText('footnotes'),
    copyright: richText('copyright'),
    social,
  };
}
