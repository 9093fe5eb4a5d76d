import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ContentPageFrame } from '../../components/content/content-page-frame';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';

export function JobPositionPage({ result }: { result: PageResults['component---job-position'] }) {
  const { position } = result;
  return (
    <ContentPageFrame
      as="article"
      heading={position.title}
      lede={position.description}
      kicker={{ to: sitePaths.careers, label: 'Careers', detail: position.team }}
      meta={
        <>
          {position.location} · {position.employmentType}
        </>
      }
    >
      <RichContent nodes={position.body} />
    </ContentPageFrame>
  );
}
