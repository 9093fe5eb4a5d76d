export interface TitledPageProps {
  title: string;
  summary: string;
}

/** A route's page heading and purpose; its capability fills in the rest. */
export function TitledPage({ title, summary }: TitledPageProps) {
  return (
    <div className="page">
      <title>{`${title} | Waypoint`}</title>
      <div className="container">
        <h1>{title}</h1>
        <p className="page__lead">{summary}</p>
      </div>
    </div>
  );
}
