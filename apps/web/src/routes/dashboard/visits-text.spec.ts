/**
 * The visit, to-do and refer screens' texts built outside the markup (issue 45): the shared rules' messages
 * (libs/domain TASK_MESSAGES, SHARING_MESSAGES, which the API answers with too) shown in the page's language
 * and word for word as before in English; the reading's notes on the event form; the referral e-mail.
 */
import { createIntl } from 'react-intl';
import { loadMessages } from '@fp/i18n';
import { SHARING_MESSAGES, TASK_LIMITS, TASK_MESSAGES, taskText } from '@fp/domain';
import { taskMessage } from './todo-text';
import { blockerText } from './share-text';
import { EMPTY_EVENT, eventValuesFromReading } from './event-form';
import { referEmail, referSubject } from './refer-text';

const en = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });
let spanish = en;
beforeAll(async () => {
  spanish = createIntl({ locale: 'es-US', defaultLocale: 'en-US', messages: await loadMessages('es') });
});

describe('the to-do rules in words', () => {
  it('says every TASK_MESSAGES sentence exactly as the domain writes it in English', () => {
    for (const message of Object.values(TASK_MESSAGES)) expect(taskMessage(en, message)).toBe(message);
  });
  it('says them in Spanish, with the limits', () => {
    const tooLong = taskText('x'.repeat(TASK_LIMITS.textMax + 1));
    expect('error' in tooLong && taskMessage(spanish, tooLong.error)).toBe(
      'Por favor, escriba una tarea de menos de 500 caracteres.',
    );
    expect(taskMessage(spanish, TASK_MESSAGES.tooMany)).toBe(
      'Una lista de pendientes tiene como máximo 500 tareas. Quite primero las que ya hizo.',
    );
    expect(taskMessage(spanish, TASK_MESSAGES.blank)).toBe('Por favor, escriba lo que hay que hacer.');
  });
  it('leaves any other message (a server error) as it came', () => {
    expect(taskMessage(spanish, 'Network error')).toBe('Network error');
  });
});

describe('why a bill cannot be shared', () => {
  it('keeps the English of SHARING_MESSAGES and says each in Spanish', () => {
    for (const message of Object.values(SHARING_MESSAGES)) {
      expect(blockerText(en, message)).toBe(message);
      expect(blockerText(spanish, message)).not.toBe(message);
    }
    expect(blockerText(spanish, SHARING_MESSAGES.noDrg)).toContain('“DRG 291”');
  });
});

describe('the event form filled from a reading, in Spanish', () => {
  it('names the fields and where each was read in Spanish', () => {
    const { notes } = eventValuesFromReading(
      {
        admissionDate: { page: 1, line: 6, confidence: 0.95, value: '2025-01-06' },
        totalChargesCents: { page: 1, line: 20, confidence: 0.95, value: 724600 },
      },
      EMPTY_EVENT,
      spanish,
    );
    expect(notes.map((n) => [n.label, n.text])).toEqual([
      ['Ingreso', '01/06/2025, leído en página 1, línea 6'],
      ['Cargos totales', expect.stringMatching(/^7,246\.00, leído en página 1, línea 20/)],
    ]);
  });
});

describe('the referral e-mail', () => {
  it('is the same English as before', () => {
    expect(referSubject(en)).toBe('See what your hospital charges before you go');
    expect(referEmail(en, 'https://x.test/?reference=abc')).toBe(
      [
        'Hi,',
        '',
        'I use FairPrice Health to look up what hospitals near me charge for a procedure and to keep track of my medical bills.',
        'It shows real prices before you go, and helps you check a bill line by line afterwards.',
        '',
        'You can try it here: https://x.test/?reference=abc',
        '',
        'Thanks!',
      ].join('\n'),
    );
  });
  it('is written in Spanish for a Spanish page, with the link as it is', () => {
    expect(referSubject(spanish)).toBe('Vea lo que cobra su hospital antes de ir');
    expect(referEmail(spanish, 'https://x.test/?reference=abc')).toContain(
      'Puede probarlo aquí: https://x.test/?reference=abc',
    );
  });
});
