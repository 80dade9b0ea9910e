/**
 * A text box with a suggestion list, following the WAI-ARIA combobox pattern: the input keeps focus,
 * arrow keys move through the options (announced through aria-activedescendant), Enter picks, Escape
 * closes. Used by the condition selector, the location box and the event form's hospital picker.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

export interface ComboboxProps<T> {
  label: string;
  value: string;
  onInputChange: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  optionText: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  /** A line under an option that is not part of its name (read as its description). */
  optionDescription?: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** Enter with no option highlighted and none offered. */
  onEnterWithoutOption?: () => void;
  /** The input lost focus without a choice. */
  onAbandon?: () => void;
  onFocus?: () => void;
  placeholder?: string;
  loading?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Shown in the list when there is text but no option. */
  emptyText?: string;
  inputTestId?: string;
  autoComplete?: string;
  /** Marks the input for a form's FocusFirstError (the form field it edits). */
  dataField?: string;
  /** The form needs an answer here (aria-required). */
  required?: boolean;
}

/** Which option is highlighted, whether the list is open, and the keys that move through it. */
function useListKeys<T>(props: ComboboxProps<T>) {
  const { options, value, onSelect, onEnterWithoutOption, onAbandon } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const choose = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (open && active >= 0 && options[active]) choose(options[active]);
      else if (options.length > 0 && value.trim()) choose(options[0]);
      else onEnterWithoutOption?.();
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        onAbandon?.();
      }
    }
  };
  return { open, setOpen, active, setActive, choose, onKeyDown };
}

export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, value, onInputChange, options, onAbandon, onFocus, placeholder, loading, error, hint } =
    props;
  const { emptyText, inputTestId } = props;
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { open, setOpen, active, setActive, choose, onKeyDown } = useListKeys(props);

  const showList = open && (options.length > 0 || (!!emptyText && value.trim().length > 1 && !loading));
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="combobox">
      <label htmlFor={inputId}>{label}</label>
      <div className="combobox-field">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={props.required || undefined}
          aria-describedby={describedBy}
          autoComplete={props.autoComplete ?? 'off'}
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          data-testid={inputTestId}
          data-field={props.dataField}
          onChange={(e) => {
            onInputChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={(e) => {
            e.target.select();
            setOpen(true);
            onFocus?.();
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onAbandon?.();
          }}
          onKeyDown={onKeyDown}
        />
        {loading ? <span className="combobox-busy" aria-hidden="true" /> : null}
      </div>
      <OptionList {...props} id={id} listId={listId} showList={showList} active={active} choose={choose} />
      {hint ? (
        <div id={hintId} className="combobox-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function OptionList<T>(
  props: ComboboxProps<T> & {
    id: string;
    listId: string;
    showList: boolean;
    active: number;
    choose: (o: T) => void;
  },
) {
  const { id, listId, label, showList, options, active, choose, optionKey, optionText, optionDescription } =
    props;
  // tabIndex -1: Chromium makes a scrolling list a Tab stop of its own; Tab from the input landed on it
  // just as the blur hid it, and focus fell to the page's body instead of the next control.
  // A closed list keeps its element (the input's aria-controls names it) but draws no option: the map's
  // condition picker holds every condition near the place, each with its coverage in words, and drawing
  // them hidden took 16 ms of a 54 ms task of the map page's load at 4x CPU (issue 42).
  if (!showList)
    return (
      <ul id={listId} role="listbox" aria-label={label} className="combobox-list" tabIndex={-1} hidden />
    );
  return (
    <ul id={listId} role="listbox" aria-label={label} className="combobox-list" tabIndex={-1}>
      {options.map((o, i) => (
        <li
          key={optionKey(o)}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === active}
          // With a description the name stays the option's text alone; the description is read after it.
          aria-label={optionDescription ? optionText(o) : undefined}
          aria-describedby={optionDescription ? `${id}-opt-${i}-desc` : undefined}
          className={i === active ? 'active' : undefined}
          // Keep focus in the input: choose on mouse down, before the input's blur.
          onMouseDown={(e) => {
            e.preventDefault();
            choose(o);
          }}
        >
          {props.renderOption ? props.renderOption(o) : optionText(o)}
          {optionDescription ? (
            <span id={`${id}-opt-${i}-desc`} className="combobox-option-description">
              {optionDescription(o)}
            </span>
          ) : null}
        </li>
      ))}
      {options.length === 0 && props.emptyText ? (
        <li role="option" aria-disabled="true" aria-selected={false} className="combobox-empty">
          {props.emptyText}
        </li>
      ) : null}
    </ul>
  );
}
