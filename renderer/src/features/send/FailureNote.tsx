/** A step that failed, in words: a title and the error's message (an alert). */
export function FailureNote({
  title,
  message,
  testId,
}: {
  title: string;
  message: string;
  testId?: string;
}) {
  return (
    <div className="state state-error" role="alert" data-testid={testId}>
      <strong>{title}</strong>
      <div>{message}</div>
    </div>
  );
}
