import { IconSearch, SearchButton as BaseSearchButton, type SearchButtonProps, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { warmSearch } from '../search/hooks';
import styles from './SearchButton.module.css';

/**
 * The default search button, with its phone-width icon made a real, named button
 * (the default's icon is a plain div that a keyboard cannot reach). Opening the
 * panel, by click or Ctrl/Cmd+K, also starts loading our search engine.
 */
export function SearchButton(props: SearchButtonProps) {
  const setFocused: SearchButtonProps['setFocused'] = (focused) => {
    if (focused) void warmSearch();
    props.setFocused(focused);
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) void warmSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <BaseSearchButton {...props} setFocused={setFocused} />
      <button
        type="button"
        className={`rp-search-button--mobile ${styles.mobile}`}
        aria-label="Search"
        onClick={() => setFocused(true)}
      >
        <SvgWrapper icon={IconSearch} />
      </button>
    </>
  );
}
