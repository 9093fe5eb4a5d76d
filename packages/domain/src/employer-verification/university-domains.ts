/**
 * Employer lookup table 2 (product-rules#employer-lookup): universities and academic medical
 * centres, large employers of visa holders (F-1 to H-1B, J-1 researchers).
 * Keys are e-mail domains, plus a few short keys: a university with several
 * domains is listed once under a short key, and the organization table
 * (employer-organizations.ts) points its domains at that key.
 */
export const universityDomains: Readonly<Record<string, readonly string[]>> = {
  // Short keys, reached through the organization table.
  harvard: ['Harvard University'],
  stanford: ['Stanford University'],
  jhu: ['Johns Hopkins University'],
  upenn: ['University of Pennsylvania'],
  nyu: ['New York University'],
  uw: ['University of Washington'],
  // Single-domain universities.
  'mit.edu': ['Massachusetts Institute of Technology'],
  'berkeley.edu': ['University of California, Berkeley'],
  'ucla.edu': ['University of California, Los Angeles'],
  'ucsf.edu': ['University of California, San Francisco'],
  'columbia.edu': ['Columbia University'],
  'yale.edu': ['Yale University'],
  'princeton.edu': ['Princeton University'],
  'umich.edu': ['University of Michigan'],
  'cornell.edu': ['Cornell University'],
  'uchicago.edu': ['University of Chicago'],
  'duke.edu': ['Duke University'],
  'cmu.edu': ['Carnegie Mellon University'],
  'gatech.edu': ['Georgia Institute of Technology'],
  'utexas.edu': ['The University of Texas at Austin'],
  'northwestern.edu': ['Northwestern University'],
  'usc.edu': ['University of Southern California'],
  'illinois.edu': ['University of Illinois Urbana-Champaign'],
  'purdue.edu': ['Purdue University'],
  'asu.edu': ['Arizona State University'],
};
