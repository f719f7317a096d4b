import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useId } from "react";
import { ScrimListItem } from "../lobby/scrim-list-item";

type HubSectionProps = {
  title: string;
  scrims: ScrimDto[];
  emptyText: string;
};

/** One of Current / Upcoming / Previous Scrims, with its count and its cards. */
export function HubSection({ title, scrims, emptyText }: HubSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="hub-section__heading">
        <h2 id={headingId} className="hub-section__title">
          {title}
        </h2>
        <span className="chip chip--small" aria-label={`${scrims.length} scrims`}>
          <span className="chip__label">{scrims.length}</span>
        </span>
      </div>
      {scrims.length === 0 ? (
        <p className="hub-section__empty">{emptyText}</p>
      ) : (
        <div className="hub-section__cards">
          {scrims.map((scrim) => (
            <ScrimListItem key={scrim._id} scrim={scrim} />
          ))}
        </div>
      )}
    </section>
  );
}
