/**
 * PATCH: a private localStorage key of Rspress.
 *
 * Works around: PackageManagerTabs (our keyboard-accessible tabs) must share the
 * reader's package-manager choice with Rspress's own <PackageManagerTabs>, across
 * pages and browser tabs. Rspress does not export the key it stores it under.
 *
 * Remove when: Rspress exports the key or its tabs are keyboard-accessible (then our
 * PackageManagerTabs goes). Check on each Rspress update:
 * it is `rspress.tabs.` (Tabs/index.js, groupIdPrefix) + `package.manager`
 * (PackageManagerTabs/index.js, groupId) in node_modules/@rspress/core/dist/theme/components.
 */
export const PACKAGE_MANAGER_STORAGE_KEY = 'rspress.tabs.package.manager';
