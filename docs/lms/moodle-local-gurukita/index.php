<?php
// /local/gurukita/index.php?type=course&slug=<course slug> on the Moodle site: the link GuruKita's share
// menu copies, with Moodle's host in place of GuruKita's. The learner signs in on Moodle, then is sent on to
// GuruKita with a link signed for them, valid five minutes and once.

require_once(__DIR__ . '/../../config.php');
require_once(__DIR__ . '/lib.php');

$type = required_param('type', PARAM_ALPHA);
$slug = required_param('slug', PARAM_ALPHANUMEXT);
require_login();
if ($type !== 'course' || isguestuser()) {
    throw new moodle_exception('invalidparameter');
}

$config = get_config('local_gurukita');
redirect(local_gurukita_link($config->baseurl, $config->site, $config->secret, $USER, $slug));
