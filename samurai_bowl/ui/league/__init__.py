"""The League screen: its boards, its forms and the modes that own each form's work."""
