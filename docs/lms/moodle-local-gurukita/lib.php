<?php
// The signature GuruKita's API verifies (apps/api/src/modules/auth/lms.ts): hex HMAC-SHA256, with the secret
// GuruKita and this Moodle share, over six lines joined by "\n": partner id, the email trimmed and lower-cased,
// the full name as sent, the timestamp in seconds, a nonce used once, and the course slug ("" for none).

defined('MOODLE_INTERNAL') || die();

function local_gurukita_canonical(string $site, string $email, string $fullname, int $timestamp,
        string $nonce, string $courseslug): string {
    return implode("\n", [$site, mb_strtolower(trim($email), 'UTF-8'), $fullname, (string) $timestamp, $nonce,
        $courseslug]);
}

function local_gurukita_signature(string $secret, string $canonical): string {
    return hash_hmac('sha256', $canonical, $secret);
}

/**
 * The GuruKita link of a course for a Moodle user: the same path and query GuruKita's "copy LMS link" gives,
 * on GuruKita's host, plus the signed identity. $timestamp and $nonce are for tests; leave them out.
 */
function local_gurukita_link(string $baseurl, string $site, string $secret, stdClass $user, string $courseslug,
        ?int $timestamp = null, ?string $nonce = null): string {
    $timestamp = $timestamp ?? time();
    $nonce = $nonce ?? bin2hex(random_bytes(16));
    $fullname = trim($user->firstname . ' ' . $user->lastname);
    $canonical = local_gurukita_canonical($site, $user->email, $fullname, $timestamp, $nonce, $courseslug);
    $query = http_build_query([
        'type' => 'course',
        'slug' => $courseslug,
        'site' => $site,
        'email' => $user->email,
        'fullName' => $fullname,
        'timestamp' => $timestamp,
        'nonce' => $nonce,
        'signature' => local_gurukita_signature($secret, $canonical),
    ], '', '&', PHP_QUERY_RFC3986);
    return rtrim($baseurl, '/') . '/local/gurukita/index.php?' . $query;
}
