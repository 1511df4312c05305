"""What every connection of network play is held to, at a host and at a relay alike: the size of
a frame, the frames held unread, the keep-alive and the time to open and say hello."""

FRAME_LIMIT = (
    1024 * 1024
)  # bytes: beyond this the connection is closed (1009); below, protocol.JOINER_LIMIT refuses
INBOX = 16  # frames the library holds for one connection before it stops reading the socket
PING = 5.0  # seconds between keep-alive pings, and how long an answer may take
HELLO = 20.0  # seconds to open a connection and say hello
