import { IconSearch, SearchButton as BaseSearchButton, type SearchButtonProps, SvgWrapper } from '@rspress/core/theme-original';
import styles from './SearchButton.module.css';

/**
 * The default search button, with its phone-width icon made a real, named button
 * (the default's icon is a plain div that a keyboard cannot reach).
 */
export function SearchButton(props: SearchButtonProps) {
  return (
    <>
      <BaseSearchButton {...props} />
      <button
        type="button"
        className={`rp-search-button--mobile ${styles.mobile}`}
        aria-label="Search"
        onClick={() => props.setFocused(true)}
      >
        <SvgWrapper icon={IconSearch} />
      </button>
    </>
  );
}
