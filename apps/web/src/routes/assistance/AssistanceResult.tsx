/**
 * The answer of the financial assistance screen (issue 31): what applies, the cap, the deadlines, the rules
 * and the documents, as assessAssistance wrote them in the page's language (issue 45). A Spanish answer
 * gives the state rules' own words (notes, cap texts, reasons, written in English with their sources)
 * apart: shown as English (lang="en") under a Spanish note, as are the state rules' English guarantees.
 * Citations are shown as published (translate="no").
 */
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { agbApplies, type AssistanceAnswer, type HospitalOwnership } from '@fp/domain';
import { money } from '../dashboard/shared';
import { useDay } from './assistance-dates';

/**
 * The hospital's kind for a patient asking for assistance (the English is the API's kindText,
 * hospitalKindText in @fp/domain, word for word).
 */
export function HospitalKind({
  ownership,
  criticalAccess,
}: {
  ownership: HospitalOwnership | null;
  criticalAccess: boolean;
}) {
  const owner =
    ownership === 'nonprofit' ? (
      <FormattedMessage
        id="assistance.kind.nonprofit"
        defaultMessage="Nonprofit hospital: federal tax law (26 U.S.C. 501(r)) requires it to have a financial assistance policy, to cap what eligible patients are charged, and to accept applications for 240 days after the first bill."
      />
    ) : ownership === 'government' ? (
      <FormattedMessage
        id="assistance.kind.government"
        defaultMessage="Government hospital: the federal 501(r) rules for nonprofits do not bind it; its state’s law and its own policy decide financial assistance."
      />
    ) : ownership === 'for_profit' ? (
      <FormattedMessage
        id="assistance.kind.forProfit"
        defaultMessage="For-profit hospital: no federal rule requires financial assistance; only its state’s law and its own policy do."
      />
    ) : (
      <FormattedMessage
        id="assistance.kind.unknown"
        defaultMessage="Ownership not known: CMS lists none for this hospital, so whether the federal 501(r) rules apply cannot be said here."
      />
    );
  return criticalAccess ? (
    <>
      {owner}{' '}
      <FormattedMessage
        id="assistance.kind.criticalAccess"
        defaultMessage="Critical access hospital (a rural hospital of 25 beds or fewer, CMS)."
      />
    </>
  ) : (
    owner
  );
}

export function AssistanceResult({ answer: a, asked }: { answer: AssistanceAnswer; asked: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownDay = useDay();
  useEffect(() => {
    if (asked > 0) heading.current?.focus();
  }, [asked]);
  return (
    <section
      aria-labelledby="assistance-result"
      className="assistance-result"
      data-testid="assistance-result"
    >
      <h2 id="assistance-result" tabIndex={-1} ref={heading}>
        <FormattedMessage
          id="assistance.result.heading"
          defaultMessage="What applies: {outcome}"
          values={{ outcome: a.outcomeText }}
        />
      </h2>
      {a.notAssessedReason ? <p className="help">{a.notAssessedReason}</p> : null}
      <ul className="assistance-summary">
        {a.summary.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <dl className="assistance-facts">
        <div>
          <dt>
            <FormattedMessage
              id="assistance.result.cap"
              defaultMessage="Most you can be charged if eligible"
            />
          </dt>
          <dd data-testid="assistance-cap">
            {a.capCents !== null ? (
              money(a.capCents)
            ) : agbApplies(a) ? (
              <FormattedMessage
                id="assistance.result.agbNoEstimate"
                defaultMessage="The amounts generally billed to insured patients (26 CFR 1.501(r)-5): ask the hospital for its figure. We have no estimate for this bill (it needs a DRG code the CMS figures cover)."
              />
            ) : (
              <FormattedMessage
                id="assistance.result.noCap"
                defaultMessage="No cap on charges applies by law here."
              />
            )}
            {a.capText ? <span className="help"> {a.capText}</span> : null}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="assistance.result.applyBy" defaultMessage="Apply by" />
          </dt>
          <dd data-testid="assistance-deadline">
            {a.deadlines.length ? (
              <ol className="assistance-deadlines">
                {a.deadlines.map((d) => (
                  <li key={d.date + d.rule} className={d.passed ? 'alert alert-error' : undefined}>
                    {d.passed ? (
                      <FormattedMessage
                        id="assistance.result.deadlinePassed"
                        defaultMessage="<b>{date}</b> (passed: apply anyway): {rule}"
                        values={{ date: shownDay(d.date), rule: d.rule, b: (c) => <strong>{c}</strong> }}
                      />
                    ) : (
                      <FormattedMessage
                        id="assistance.result.deadline"
                        defaultMessage="<b>{date}</b>: {rule}"
                        values={{ date: shownDay(d.date), rule: d.rule, b: (c) => <strong>{c}</strong> }}
                      />
                    )}
                  </li>
                ))}
              </ol>
            ) : (
              <>
                <FormattedMessage id="assistance.result.noDate" defaultMessage="No date known." />{' '}
                <span className="help">{a.applyByText}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <Bases answer={a} />
      <h3>
        <FormattedMessage
          id="assistance.result.documents"
          defaultMessage="Documents hospitals usually ask for"
        />
      </h3>
      <ul>
        {a.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <EnglishDetails english={a.english} />
    </section>
  );
}

function Bases({ answer: a }: { answer: AssistanceAnswer }) {
  const shownDay = useDay();
  const someEnglish = a.bases.some((b) => b.guaranteesLanguage === 'en');
  return (
    <>
      <h3>
        <FormattedMessage id="assistance.result.bases" defaultMessage="The rules this rests on" />
      </h3>
      {someEnglish ? (
        <p className="help">
          <FormattedMessage
            id="assistance.result.basesEnglish"
            defaultMessage="The state laws are quoted in English, as published."
          />
        </p>
      ) : null}
      <ul className="assistance-bases" data-testid="assistance-bases">
        {a.bases.map((b) => (
          <li key={b.citation}>
            <FormattedMessage
              id="assistance.result.basis"
              defaultMessage="{citation}: {guarantees} <help>(in effect since {date})</help>"
              values={{
                citation: (
                  <strong translate="no">
                    {b.url ? (
                      <a href={b.url} target="_blank" rel="noopener noreferrer">
                        {b.citation}
                      </a>
                    ) : (
                      b.citation
                    )}
                  </strong>
                ),
                guarantees: <span lang={b.guaranteesLanguage}>{b.guarantees}</span>,
                date: shownDay(b.effective),
                help: (c) => <span className="help">{c}</span>,
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A Spanish answer's state-law details that are still in the English of their sources: none while every
 * rule's words have their Spanish (libs/domain state-law-es.ts); kept for a rule added later without it.
 */
function EnglishDetails({ english }: { english: string[] | undefined }) {
  if (!english?.length) return null;
  return (
    <details className="assistance-english" data-testid="assistance-english">
      <summary>
        <FormattedMessage
          id="assistance.result.englishDetails"
          defaultMessage="Details of the state law, in English as written in its sources"
        />
      </summary>
      <ul lang="en">
        {english.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </details>
  );
}
