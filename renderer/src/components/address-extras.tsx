import { createContext, useContext, type ComponentType } from 'react';

/** Props of the items a feature adds to an address's menu. */
export interface AddressMenuItemsProps {
  /** The address, raw upper-case. */
  address: string;
  /** Called after an item opened its dialog (the menu closes without taking focus back). */
  onDone?: () => void;
  /** Where focus returns when that dialog closes. */
  returnTo?: HTMLElement | null;
}

/**
 * What a feature adds to every shown address: a tag before it (the workspace's label) and items
 * in its menu ("Label…", "Add to case…"). Components import no feature, so the feature that
 * owns these provides them through {@link AddressExtrasContext} (the workspace's LabelsProvider).
 */
export interface AddressExtras {
  Tag: ComponentType<{ address: string }>;
  MenuItems: ComponentType<AddressMenuItemsProps>;
}

/** The address extras in effect; none outside a provider (an address then shows bare). */
export const AddressExtrasContext = createContext<AddressExtras | null>(null);

/** The address extras in effect, or null. */
export function useAddressExtras(): AddressExtras | null {
  return useContext(AddressExtrasContext);
}
