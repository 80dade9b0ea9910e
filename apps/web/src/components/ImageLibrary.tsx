/**
 * The image library popup: search the site's image library by words and orientation and pick an image.
 * A native modal <dialog> (focus stays inside, Escape closes it). Used by the post editor; the answer's
 * URLs carry the max width the server added (w=1200 unless `maxWidth` says otherwise).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../__generated__';
import type { ImageOrientation, ImageSearchQuery } from '../__generated__/graphql';
import { Spinner } from './Spinner';
import './image-library.css';

const ImageSearch = graphql(`
  query ImageSearch($site: String!, $query: String!, $orientation: ImageOrientation, $maxWidth: Int) {
    images(site: $site, query: $query, orientation: $orientation, maxWidth: $maxWidth) {
      url
      thumb
      title
      width
      height
      orientation
    }
  }
`);

export interface PickedImage {
  url: string;
  thumb: string;
  title: string;
  width: number;
  height: number;
}

type Orientation = '' | ImageOrientation;

const O = defineMessages({
  any: { id: 'blog.images.orientation.any', defaultMessage: 'Any orientation' },
  landscape: { id: 'blog.images.orientation.landscape', defaultMessage: 'Landscape' },
  portrait: { id: 'blog.images.orientation.portrait', defaultMessage: 'Portrait' },
  square: { id: 'blog.images.orientation.square', defaultMessage: 'Square' },
});

const ORIENTATIONS: { value: Orientation; label: MessageDescriptor }[] = [
  { value: '', label: O.any },
  { value: 'LANDSCAPE', label: O.landscape },
  { value: 'PORTRAIT', label: O.portrait },
  { value: 'SQUARE', label: O.square },
];

export function ImageLibrary({
  open,
  onClose,
  onSelect,
  site = 'local',
  maxWidth,
}: {
  open: boolean;
  onClose: () => void;
  onSelect: (image: PickedImage) => void;
  site?: string;
  maxWidth?: number;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [search, setSearch] = useState<{ query: string; orientation: Orientation }>({
    query: 'all',
    orientation: '',
  });
  const { data, loading, error } = useQuery(ImageSearch, {
    variables: {
      site,
      query: search.query,
      orientation: search.orientation || null,
      maxWidth: maxWidth ?? null,
    },
    skip: !open,
  });

  // The native dialog follows `open`: shown as a modal, or closed.
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const intl = useIntl();
  const pick = (image: PickedImage) => {
    onSelect(image);
    onClose();
  };
  return (
    <dialog ref={dialog} className="image-library" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="image-library-head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id="blog.images.title" defaultMessage="Image library" />
        </h2>
        <button type="button" className="button secondary" onClick={onClose}>
          <FormattedMessage id="blog.images.close" defaultMessage="Close" />
        </button>
      </div>
      <ImageSearchForm id={id} onSearch={setSearch} />
      <div aria-live="polite" className="image-library-results">
        {error ? (
          <div role="alert" className="alert alert-error">
            {error.message}
          </div>
        ) : loading && !data ? (
          <Spinner
            label={intl.formatMessage({ id: 'blog.images.searching', defaultMessage: 'Searching images' })}
          />
        ) : (
          <ImageGrid images={data?.images ?? []} onPick={pick} />
        )}
      </div>
    </dialog>
  );
}

/** The words and orientation to search for; the search runs when the form is sent. */
function ImageSearchForm({
  id,
  onSearch,
}: {
  id: string;
  onSearch: (search: { query: string; orientation: Orientation }) => void;
}) {
  const intl = useIntl();
  const [words, setWords] = useState('');
  const [orientation, setOrientation] = useState<Orientation>('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ query: words.trim() || 'all', orientation });
  };
  return (
    <form className="image-library-search" onSubmit={submit} role="search">
      <div>
        <label htmlFor={`${id}-q`}>
          <FormattedMessage id="blog.images.search" defaultMessage="Search images" />
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={words}
          onChange={(e) => setWords(e.target.value)}
          placeholder={intl.formatMessage({ id: 'blog.images.example', defaultMessage: 'e.g. hospital' })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-o`}>
          <FormattedMessage id="blog.images.orientation" defaultMessage="Orientation" />
        </label>
        <select
          id={`${id}-o`}
          value={orientation}
          onChange={(e) => setOrientation(e.target.value as Orientation)}
        >
          {ORIENTATIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {intl.formatMessage(o.label)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        <FormattedMessage id="blog.images.submit" defaultMessage="Search" />
      </button>
    </form>
  );
}

/** The found images as buttons; choosing one picks it. */
function ImageGrid({
  images,
  onPick,
}: {
  images: ImageSearchQuery['images'];
  onPick: (image: PickedImage) => void;
}) {
  if (images.length === 0)
    return (
      <p className="muted">
        <FormattedMessage id="blog.images.none" defaultMessage="There are no results" />
      </p>
    );
  return (
    <>
      <p className="visually-hidden">
        <FormattedMessage
          id="blog.images.found"
          defaultMessage="{count, plural, one {# image found.} other {# images found.}}"
          values={{ count: images.length }}
        />
      </p>
      <ul className="image-grid">
        {images.map((img) => (
          <li key={img.url}>
            <button
              type="button"
              className="image-choice"
              onClick={() =>
                onPick({
                  url: img.url,
                  thumb: img.thumb,
                  title: img.title,
                  width: img.width,
                  height: img.height,
                })
              }
            >
              <img src={img.thumb} alt="" loading="lazy" />
              {/* The library's own titles (data, in English). */}
              <span lang="en">{img.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
