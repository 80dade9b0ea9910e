/** The price map's controls (the condition and the place, with the note about a condition not found)
 * and its footnote. */
import { FormattedMessage } from 'react-intl';
import { ConditionPicker, type ConditionChoice } from './ConditionPicker';
import { LocationBox, type Place } from './LocationBox';

export function MapControls({
  condition,
  place,
  note,
  onCondition,
  onPlace,
}: {
  condition: ConditionChoice | null;
  place: Place | null;
  /** The condition shown instead of one not found (use-map-search.ts), or null. */
  note: string | null;
  onCondition: (c: ConditionChoice) => void;
  onPlace: (p: Place) => void;
}) {
  return (
    <>
      <div className="map-controls">
        <ConditionPicker value={condition} onChange={onCondition} place={place} />
        <LocationBox value={place} onChange={onPlace} />
      </div>
      {note ? (
        <p className="alert alert-info" role="status">
          <FormattedMessage
            id="map.page.notFound"
            defaultMessage="We could not find that condition, so the map shows {condition}."
            values={{ condition: note }}
          />
        </p>
      ) : null}
    </>
  );
}

export function MapFootnote() {
  return (
    <p className="muted map-footnote">
      <FormattedMessage
        id="map.page.footnote"
        defaultMessage="Prices are what was paid in total for a hospital stay (Medicare, the patient and other payers), from public CMS data; the detail view shows what each hospital billed as well. Your own cost depends on your insurance."
      />
    </p>
  );
}
