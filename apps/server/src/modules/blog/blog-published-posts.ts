import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A post as the built site lists it: what its mail needs. */
export interface PublishedPost {
  /** The post's page, `/blog/some-post`: the key of its mailings and the link's path. */
  path: string;
  title: string;
  description: string;
  /** The day the post carries (YYYY-MM-DD, its front matter's `date`). */
  date: string;
}

const blogIndexData = z.object({
  result: z.object({
    posts: z.array(
      z.object({
        path: z.string().regex(/^\/blog\/[a-z0-9-]+$/),
        title: z.string().min(1),
        description: z.string(),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ),
  }),
});

/**
 * The posts of the site this server serves (decision 095): the blog index's
 * page data in the built web (config WEB_DIST_DIR), the same file
 * /page-data/blog answers with. The repository's content folder is not read:
 * a production image ships the build, not the sources. No build (a server
 * run for its API only) lists no posts; a build whose file does not parse is
 * an error, so the job fails loudly rather than mailing nothing in silence.
 */
export async function readPublishedPosts(webDistDir: string): Promise<PublishedPost[]> {
  let body: string;
  try {
    body = await readFile(path.join(webDistDir, 'page-data', 'blog', 'page-data.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return blogIndexData
    .parse(JSON.parse(body))
    .result.posts.map(({ path: postPath, title, description, date }) => ({ path: postPath, title, description, date }));
}
