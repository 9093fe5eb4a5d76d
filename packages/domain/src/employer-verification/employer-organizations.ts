/**
 * product-rules#employer-lookup, product-rules#work-email-match: the organization and alias tables used to decide whether two
 * domains belong to one employer (the work-e-mail check compares the
 * e-mail's domain with the company website's domain).
 *
 * The organization table points each of an organization's domains at one
 * key, so "x@fb.com" and "facebook.com" are one organization, and a
 * university's domains reach its short key in the university table.
 */
export const domainOrganizations: Readonly<Record<string, string>> = {
  'google.com': 'google',
  'youtube.com': 'youtube',
  'waymo.com': 'waymo',
  'abc.xyz': 'alphabet',
  'meta.com': 'meta',
  'fb.com': 'facebook',
  'facebook.com': 'facebook',
  'instagram.com': 'instagram',
  'whatsapp.com': 'whatsapp',
  'microsoft.com': 'microsoft',
  'linkedin.com': 'linkedin',
  'github.com': 'github',
  'amazon.com': 'amazon',
  'wholefoodsmarket.com': 'wholefoods',
  'block.xyz': 'block',
  'squareup.com': 'square',
  'jpmorganchase.com': 'jpmorganchase',
  'jpmchase.com': 'jpmorganchase',
  'jpmorgan.com': 'jpmorgan',
  'chase.com': 'chase',
  'bankofamerica.com': 'bankofamerica',
  'bofa.com': 'bankofamerica',
  'ml.com': 'merrill',
  'citi.com': 'citi',
  'citigroup.com': 'citi',
  'gs.com': 'goldmansachs',
  'goldmansachs.com': 'goldmansachs',
  'ms.com': 'morganstanley',
  'morganstanley.com': 'morganstanley',
  'americanexpress.com': 'americanexpress',
  'aexp.com': 'americanexpress',
  'fidelity.com': 'fidelity',
  'fmr.com': 'fidelity',
  'unitedhealthgroup.com': 'unitedhealth',
  'uhc.com': 'unitedhealthcare',
  'optum.com': 'optum',
  'cvshealth.com': 'cvshealth',
  'cvs.com': 'cvshealth',
  'aetna.com': 'aetna',
  'kp.org': 'kaiserpermanente',
  'kaiserpermanente.org': 'kaiserpermanente',
  'caterpillar.com': 'caterpillar',
  'cat.com': 'caterpillar',
  'deere.com': 'deere',
  'johndeere.com': 'deere',
  'coca-cola.com': 'cocacola',
  'coke.com': 'cocacola',
  'comcast.com': 'comcast',
  'nbcuni.com': 'nbcuniversal',
  'harvard.edu': 'harvard',
  'hbs.edu': 'harvard',
  'stanford.edu': 'stanford',
  'stanfordhealthcare.org': 'stanford',
  'jhu.edu': 'jhu',
  'jh.edu': 'jhu',
  'jhmi.edu': 'jhu',
  'upenn.edu': 'upenn',
  'pennmedicine.org': 'upenn',
  'nyu.edu': 'nyu',
  'nyulangone.org': 'nyu',
  'uw.edu': 'uw',
  'washington.edu': 'uw',
};

/**
 * The alias table: organization keys that name one employer, parent first
 * ('google' and 'alphabet' are one). A brand and its parent company match
 * each other in the work-e-mail check.
 */
export const employerAliases: readonly (readonly string[])[] = [
  ['alphabet', 'google', 'youtube', 'waymo'],
  ['meta', 'facebook', 'instagram', 'whatsapp'],
  ['microsoft', 'linkedin', 'github'],
  ['amazon', 'wholefoods', 'aws'],
  ['block', 'square', 'cashapp'],
  ['jpmorganchase', 'jpmorgan', 'chase'],
  ['bankofamerica', 'merrill'],
  ['unitedhealth', 'unitedhealthcare', 'optum'],
  ['cvshealth', 'cvs', 'aetna'],
  ['comcast', 'nbcuniversal'],
];
