import { DomainError } from '@fp/domain';

/**
 * UNSUPPORTED: not a PDF, PNG or JPEG; TOO_MANY_PAGES; TOO_LARGE: an image larger than the reader decodes,
 * or a file that needed more memory than a bill does; UNREADABLE: damaged, empty, or taking too long.
 */
export type BillReadErrorKind = 'UNSUPPORTED' | 'TOO_MANY_PAGES' | 'TOO_LARGE' | 'UNREADABLE';

/**
 * A bill that cannot be read, with a message a person can act on (upload a PDF or a photo, fewer pages,
 * take the photo again). A BAD_USER_INPUT domain error, so the API shows the message as it is.
 */
export class BillReadError extends DomainError {
  readonly kind: BillReadErrorKind;

  constructor(kind: BillReadErrorKind, message: string) {
    super('BAD_USER_INPUT', message);
    this.name = 'BillReadError';
    this.kind = kind;
  }
}
