import { errorGuidance } from '../../lib/errors';

/**
 * A settings error as guidance: main's message already speaks the seed's words ("This key
 * does not exist…", "This key is for another network…", what to install for the keychain).
 */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const g = errorGuidance(error);
  return (
    <div className="settings-error" role="alert">
      <strong>{g.title}.</strong> {g.detail}
    </div>
  );
}
