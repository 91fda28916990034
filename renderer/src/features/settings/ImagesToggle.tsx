import type { ProfileView } from '../../../../shared/profiles';
import { ErrorNote } from './ErrorNote';
import { useSettingsMutation } from '../../api/profiles';

/**
 * "Load images from the internet" for one profile (`images:set-enabled`), off by default:
 * when on, main fetches the off-chain pictures of tokens and NFTs (nothing else) within its
 * size, type and time limits; when off, no request leaves for an image.
 */
export function ImagesToggle({ profile }: { profile: ProfileView }) {
  const set = useSettingsMutation('images:set-enabled');
  const id = `load-images-${profile.id}`;
  return (
    <div className="settings-choice">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={profile.loadImages}
          disabled={set.isPending}
          onChange={(e) => set.mutate({ profileId: profile.id, enabled: e.target.checked })}
        />{' '}
        Load images from the internet
      </label>
      <p className="muted">
        Token and NFT pictures hosted off-chain are fetched by the app (no cookies, at most 1 MiB
        and 4096 pixels a side, PNG, JPEG, GIF or WebP; SVG is refused) and kept on this computer.
        Off: only pictures stored on-chain are shown and no request leaves for an image.
      </p>
      <ErrorNote error={set.error} />
    </div>
  );
}
