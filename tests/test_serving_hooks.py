"""`companion serve` leans on waitress's own classes (companion/web/serving.py says why):
the release pinned is the one installed, and every hook the subclasses use is there, so a
waitress that moved them fails here by name rather than in a slow client's corner."""
import inspect
import re
from importlib.metadata import version
from pathlib import Path

from waitress.channel import HTTPChannel
from waitress.parser import HTTPRequestParser
from waitress.server import BaseWSGIServer
from waitress.task import WSGITask
from waitress.utilities import Error, RequestEntityTooLarge

from companion.web import serving

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def test_the_waitress_installed_is_the_release_the_server_was_written_for():
    pinned = re.search(r'"waitress>=([\d.]+),<([\d.]+)"', PYPROJECT.read_text()).groups()
    installed = tuple(int(part) for part in version("waitress").split(".")[:3])
    low, high = (tuple(int(p) for p in each.split(".")) for each in pinned)
    assert low <= installed < high, (version("waitress"), pinned)


def test_every_hook_the_subclasses_use_is_there():
    for cls, names in ((HTTPChannel, ("parser_class", "task_class", "received", "will_close",
                                      "request", "adj", "writable", "_flush_some")),
                       (HTTPRequestParser, ("received", "error", "path", "headers_finished",
                                            "adj")),
                       (WSGITask, ("build_response_header", "set_close_on_finish", "status")),
                       (Error, ("code", "reason", "body", "to_response"))):
        source = inspect.getsource(cls) + inspect.getsource(cls.__init__)
        missing = [n for n in names if not hasattr(cls, n) and f"self.{n}" not in source]
        assert missing == [], (cls.__name__, missing)
    assert list(inspect.signature(HTTPRequestParser.received).parameters) == ["self", "data"]
    assert list(inspect.signature(HTTPChannel.received).parameters) == ["self", "data"]
    assert list(inspect.signature(Error.to_response).parameters)[:2] == ["self", "ident"]
    assert issubclass(RequestEntityTooLarge, Error)


def test_the_server_uses_the_subclasses():
    assert hasattr(BaseWSGIServer, "channel_class")  # serving.guard() sets it    assert serving.Channel.parser_class is serving.Parser
    assert serving.Channel.task_class is serving.Task
    assert issubclass(serving.Channel, HTTPChannel)


def test_the_413_reads_https_as_waitress_does():
    """serving.Refusal runs before waitress's ErrorTask, and asks waitress's own reading
    of a trusted proxy's headers whether the request came over HTTPS."""
    from waitress import proxy_headers
    from waitress.task import ErrorTask

    assert "execute" in vars(ErrorTask) and serving.Channel.error_task_class is serving.Refusal
    assert list(inspect.signature(proxy_headers.parse_proxy_headers).parameters)[:3] == [
        "environ", "trusted_proxy_count", "trusted_proxy_headers"]
    assert issubclass(proxy_headers.MalformedProxyHeader, Exception)
